$port = 80
notify { "fmt": message => inline_template(@(E)) }
<%= format("%<host>s:%<port>d", host: "h", port: @port) %>|<%= format("%{a}-%{b}", a: 1, b: "two") %>|<%= "%<x>05.1f" % { x: 3.14159 } %>|<%= format("%<n>-6s|", n: "ab") %>|<%= sprintf("%{x}", :x => [1]) %>|<%= "%{a}%%" % { a: 5 } %>|<%= format("%<v>x", v: 255) %>
<%= begin; format("%<missing>s", a: 1); rescue KeyError => e; e.message; end %>
E
