$t = @("END"/L)
  one \
  two ${facts['hostname']}
  | END
notify { 'l1': message => $t }
