$x = 'world'
$t = @("END")
  Hello ${x}
    indented
  | END
notify { 'h': message => $t }
