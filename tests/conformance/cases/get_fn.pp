$h = {a => {b => [1, 2]}}
notify { "${get($h, 'a.b.1')} ${$h.get('a.c', 'dflt')}": }
