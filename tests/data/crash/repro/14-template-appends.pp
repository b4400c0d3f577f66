# Template strings appended to 200,000 times, by << and +=.
# exit: 0
# expect: 200000 200000 400000
notice(inline_template('<% s = ""; t = ""; 200000.times { |i| s << "x"; t += "y" }; u = "" ; @a = nil; 200000.times { u.concat("zz") } %><%= s.size %> <%= t.size %> <%= u.size %>'))
