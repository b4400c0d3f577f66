$t = @(END:json)
  {"a": 1}
  -END
notify { 'h': message => $t }
