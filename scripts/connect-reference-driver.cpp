// Timing driver for the reference Connect Four solver (Pascal Pons,
// github.com/PascalPons/connect4, AGPL), used by
// scripts/connect-vs-reference.sh. This file is ours; the reference's
// sources are not part of this project. Build it beside them, outside the
// project:
//
//   git clone https://github.com/PascalPons/connect4 /tmp/c4ref
//   g++ --std=c++11 -W -Wall -O3 -DNDEBUG -I/tmp/c4ref -o /tmp/c4ref/c4bench scripts/connect-reference-driver.cpp /tmp/c4ref/Solver.cpp
//
// It reads "moves score" lines, empties the solver's transposition table
// before each position (Solver::reset, outside the timing; no opening book
// is loaded), solves strongly, and prints one line:
//   positions N us/pos T nodes/pos K wrong W
#include "Solver.hpp"

#include <chrono>
#include <iostream>
#include <sstream>

using namespace GameSolver::Connect4;

int main() {
  Solver solver;
  std::string line;
  double micros = 0;
  unsigned long long nodes = 0;
  int n = 0, wrong = 0;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string moves;
    int want;
    in >> moves >> want;
    Position p;
    if (p.play(moves) != moves.size()) {
      std::cerr << "bad line: " << line << "\n";
      return 1;
    }
    solver.reset();
    auto start = std::chrono::steady_clock::now();
    int score = solver.solve(p, false);
    micros += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    nodes += solver.getNodeCount();
    if (score != want) wrong++;
    n++;
  }
  std::cout << "positions " << n << " us/pos " << micros / n << " nodes/pos " << double(nodes) / n
            << " wrong " << wrong << std::endl;
  return wrong != 0;
}
