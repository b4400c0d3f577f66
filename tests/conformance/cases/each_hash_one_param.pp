{a=>1, b=>2}.each |$pair| { notify { "p-${pair[0]}-${pair[1]}": } }
[10,20].each |$i, $v| { notify { "i-${i}-${v}": } }
