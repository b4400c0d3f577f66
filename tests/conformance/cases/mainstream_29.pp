$parts = split('a:b:c', ':')
notify { "n=${parts.length} last=${parts[-1]} ${regsubst('a.b.c', '\.', '/', 'G')}": }
