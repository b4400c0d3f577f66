$x = @("END")
  Hello ${facts['os']['family']}
    indented
  | END
notify { 'n': message => $x }
