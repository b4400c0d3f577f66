class c($a = 1, $b = $a + 1) { notify { "b=${b}": } }
include c
