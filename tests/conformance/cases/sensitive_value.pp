$s = Sensitive('secret')
notify { "v=${s}": }
notify { 'x': message => $s.unwrap }
