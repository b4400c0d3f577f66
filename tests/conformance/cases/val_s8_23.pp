$h = @("EOT"/L)
  one \
  two
  three ${1 + 1}
  | EOT
notify { 'a': message => $h }
