$a = 1
unless $a > 2 and $a != 0 or false { notify { 'yes': } }
