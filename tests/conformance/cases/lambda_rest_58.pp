notify { 'x': message => "${{a=>1}.any |$kv| { $kv[0] == 'a' }} ${{a=>1}.all |*$r| { $r.length == 2 }}" }
