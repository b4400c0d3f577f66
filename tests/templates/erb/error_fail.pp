$name_list = ['a']
notify { 'a': message => inline_template('<% @name_list.each do |n| -%><% fail("bad entry: #{n}") if n == "a" -%><% end -%>') }
