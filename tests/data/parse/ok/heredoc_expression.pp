$names = ['a', 'b']
$text = @("END")
  count: ${names.length}
  first: ${names[0]}
  | END
notify { 'h': message => $text }
