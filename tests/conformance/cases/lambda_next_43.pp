notify { 'x': message => "${{a=>1,b=>2}.filter |$k, $v| { if $k == 'b' { break() } true }}" }
