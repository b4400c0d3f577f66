notify { 'e': message => inline_epp('<%= $undefined_var %>|') }
