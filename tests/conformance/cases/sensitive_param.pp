$s = Sensitive('secret')
notify { 'x': message => $s }
file { '/f': content => Sensitive("a\n") }
notify { "t=${type($s)} ${s =~ Sensitive} ${s =~ Sensitive[String]} ${$s.unwrap}": }
