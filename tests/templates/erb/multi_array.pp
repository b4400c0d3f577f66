notify { 'b': message => inline_template(['<%= 1 %>', '<%= 2 %>']) }
