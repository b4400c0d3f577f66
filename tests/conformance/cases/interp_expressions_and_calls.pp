$x = 'v'
notify { "${x}${x}|${'lit'}|${upcase($x)}|${x.upcase}|${[1,2].map |$i| { $i * 2 }}": }
