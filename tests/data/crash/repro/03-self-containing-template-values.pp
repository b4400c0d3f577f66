# Template values containing themselves: inspected, compared, hashed, sorted, flattened, joined.
# exit: any
notice(inline_template('<% a = [1]; a << a; h = {}; h[1] = h %><%= a.inspect %><%= a == a %><%= a.hash.class %><%= h.inspect %><%= a.flatten rescue "e" %><%= a.join(",") rescue "e" %><%= h.to_a.inspect %>'))
notice(inline_template('<% a = [1]; a << a %><%= a.to_json rescue "e" %>'))
