notify { 't': message => inline_template('<%= Bignum %>') }
