notify { 'x': message => "${{a=>1,b=>2}.map |$k, $v| { if $k == 'b' { break() } $v }}" }
