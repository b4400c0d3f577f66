# Ruby shows a value inside itself as [...] or {...}, and compares it.
# exit: 0
# expect: notice: [1, [...]] true [1, [...]] {:a=>{...}} true
notice(inline_template('<% a = [1]; a << a %><%= a.inspect %> <%= a == a %> <%= a.to_s %> <% h = {}; h[:a] = h %><%= h.inspect %> <%= [a] == [a] %>'))
