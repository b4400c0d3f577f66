class c { 1 + 1 }
