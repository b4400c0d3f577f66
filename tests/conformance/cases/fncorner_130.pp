notify { 'x': message => "${[1,2,3,4].partition |$i, $x| { $i > 1 }} ${{a=>1, b=>2}.partition |$kv| { $kv[1] > 1 }}" }
