// Command printversion prints version.String(): TestStamp links it with
// the -ldflags -X the Makefile and scripts/dist.sh give the game.
package main

import (
	"fmt"

	"cmdline.invalid/version"
)

func main() { fmt.Println(version.String()) }
