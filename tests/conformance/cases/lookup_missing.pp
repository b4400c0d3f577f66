$a = lookup('nothing_here')
