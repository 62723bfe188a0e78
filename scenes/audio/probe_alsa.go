// The same platforms on which Ebitengine's audio driver (Oto v3) uses ALSA.

//go:build cgo && !android && !darwin && !js && !windows && !nintendosdk && !playstation5

package audio

// #cgo pkg-config: alsa
//
// #include <alsa/asoundlib.h>
// #include <stdlib.h>
// #include <string.h>
//
// // ALSA prints every failure to stderr ("ALSA lib confmisc.c:855:(parse_card)
// // cannot find card '0'", ...). The probe expects failures, so it hushes them.
// static void stratagem_alsa_quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// // Open a playback device and configure it as Oto's driver_unix.go does
// // (interleaved float32 stereo at the given rate, 2 x 1024-frame periods),
// // then close it again. Non-blocking, so a busy device fails at once
// // instead of hanging. Sets *opened when snd_pcm_open succeeded. Returns 0
// // or a negative ALSA error code.
// static int stratagem_try_pcm(const char *name, unsigned int rate, int *opened) {
// 	snd_pcm_t *h = NULL;
// 	*opened = 0;
// 	int err = snd_pcm_open(&h, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err < 0) return err;
// 	*opened = 1;
// 	snd_pcm_hw_params_t *p = NULL;
// 	err = snd_pcm_hw_params_malloc(&p);
// 	if (err < 0) { snd_pcm_close(h); return err; }
// 	snd_pcm_uframes_t period = 1024, buffer = 2048;
// 	unsigned int r = rate;
// 	if ((err = snd_pcm_hw_params_any(h, p)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_access(h, p, SND_PCM_ACCESS_RW_INTERLEAVED)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_format(h, p, SND_PCM_FORMAT_FLOAT_LE)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_channels(h, p, 2)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_rate_resample(h, p, 1)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_rate_near(h, p, &r, NULL)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_buffer_size_near(h, p, &buffer)) >= 0 &&
// 	    (err = snd_pcm_hw_params_set_period_size_near(h, p, &period, NULL)) >= 0) {
// 		err = snd_pcm_hw_params(h, p);
// 	}
// 	snd_pcm_hw_params_free(p);
// 	snd_pcm_close(h);
// 	return err < 0 ? err : 0;
// }
//
// // Go through the devices in Oto's order: "default", "plug:default", then
// // every output device ALSA lists (except "null" and "default"). Like Oto,
// // the first device that opens decides: its configuration must work too.
// // Returns 0 when it does, else a negative ALSA error code (that of
// // "default" if nothing opened: the most telling one).
// static int stratagem_probe_alsa(unsigned int rate) {
// 	snd_lib_error_set_handler(stratagem_alsa_quiet);
// 	int opened = 0;
// 	int first = stratagem_try_pcm("default", rate, &opened);
// 	int result = first;
// 	if (!opened) {
// 		result = stratagem_try_pcm("plug:default", rate, &opened);
// 	}
// 	void **hints = NULL;
// 	if (!opened && snd_device_name_hint(-1, "pcm", &hints) == 0) {
// 		for (void **it = hints; *it != NULL && !opened; it++) {
// 			char *io = snd_device_name_get_hint(*it, "IOID");
// 			char *name = snd_device_name_get_hint(*it, "NAME");
// 			if (name != NULL && (io == NULL || strcmp(io, "Input") != 0) &&
// 			    strcmp(name, "null") != 0 && strcmp(name, "default") != 0) {
// 				result = stratagem_try_pcm(name, rate, &opened);
// 			}
// 			free(io);
// 			free(name);
// 		}
// 		snd_device_name_free_hint(hints);
// 	}
// 	snd_lib_error_set_handler(NULL);
// 	if (!opened) {
// 		return first < 0 ? first : -ENODEV;
// 	}
// 	return result;
// }
import "C"

import (
	"fmt"

	"stratagem/assets/sound"
)

// probeDevice reports whether Ebitengine will be able to open an ALSA
// playback device. It must not run at the same time as Ebitengine's own
// audio driver (it is called before the audio context exists).
func probeDevice() error {
	if rc := C.stratagem_probe_alsa(C.uint(sound.SampleRate)); rc < 0 {
		return fmt.Errorf("%w (ALSA: %s)", ErrNoDevice, C.GoString(C.snd_strerror(rc)))
	}
	return nil
}
