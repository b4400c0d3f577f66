# exit: 0
# expect: notice: 200002 true 0
notice(inline_template('<% a = []; 100000.times { a = [a] } %><%= a.inspect.length %> <%= a == a.dup %> <%= a.flatten.length %>'))
