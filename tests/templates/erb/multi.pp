$x = 'X'
notify { 'a': message => inline_template('<%= @x %>', '-', '<%= @x.downcase %>') }
notify { 'c': message => inline_template("line1\n", "<%= @x -%>\n", "end") }
