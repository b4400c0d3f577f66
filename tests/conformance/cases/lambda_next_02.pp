define d() { notify { "before ${title}": } if $title == 'a' { next() } notify { "after ${title}": } }
d { ['a','b']: }
