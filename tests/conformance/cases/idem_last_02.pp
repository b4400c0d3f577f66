define d { "x" }
