notify { 't': message => inline_template('<%= scope["foo"].nil? %>') }
