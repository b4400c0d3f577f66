notify { 'a': message => inline_template("line one\n<%= @missing.upcase %>") }
