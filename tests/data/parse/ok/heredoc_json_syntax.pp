$j = @(END:json)
  {"a": 1}
  | END
notify { 'j': message => $j }
