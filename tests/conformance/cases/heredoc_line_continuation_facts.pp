$t = @("END"/L)
  line one \
  continued ${facts['os']['family']}
  | END
notify { 'h': message => $t }
