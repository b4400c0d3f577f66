$outer = 'o'
[1].each |$i| { $inner = "${outer}${i}" notify { $inner: } }
notify { "after=${inner}": }
