class c { notify { "n": } }
include c
Class["C"] { tag => "late" }
