$s = 'a.b*c'
notify { "${s =~ /a\.b\*c/} ${s =~ /^a.b/} ${'A' =~ /a/} ${'x/y' =~ /x\/y/}": }
