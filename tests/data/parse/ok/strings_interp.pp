$x = 'world'
$h = { 'a' => { 'b' => 'deep' } }
notify { "hello ${x}": message => "x=$x h=${h['a']['b']} up=${x.upcase} \$lit tab\tend" }
