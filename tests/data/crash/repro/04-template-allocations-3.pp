# exit: any
notice(inline_template('<%= ("x" * 10**10).size rescue "e" %><%= "x".ljust(10**10).size rescue "e" %><%= "x".center(10**10).size rescue "e" %><%= Array.new(10**10).size rescue "e" %><%= (1..10**10).to_a.size rescue "e" %><%= ("a".."zzzzzzzz").to_a.size rescue "e" %><% s = "x"; 40.times { s = s + s } rescue nil %><%= s.size %>'))
