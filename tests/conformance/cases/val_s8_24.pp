$h = @(EOT:json)
  {"a": 1}
  -EOT
notify { 'a': message => "[${h}]" }
