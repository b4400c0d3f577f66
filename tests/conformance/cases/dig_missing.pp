$h = {a => {b => 1}}
notify { "${dig($h, 'a', 'b')} ${dig($h, 'x', 'y')} ${$h.dig('a')}": }
