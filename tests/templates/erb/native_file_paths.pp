$p = "/etc/nginx/conf.d/site.conf"
notify { "fp": message => inline_template(@(E)) }
<%= File.join("a", "b", "c") %>|<%= File.join("/etc/", "/x") %>|<%= File.join(["a", ["b"]], "c") %>|<%= File.basename(@p) %>|<%= File.basename(@p, ".conf") %>|<%= File.basename(@p, ".*") %>|<%= File.dirname(@p) %>|<%= File.extname(@p) %>|<%= File.dirname("file") %>|<%= File.extname("a.tar.gz") %>|<%= File.extname(".bashrc") %>|<%= File.basename("/") %>|<%= File.dirname("/a/b/") %>|<%= File.join %>|<%= File::SEPARATOR %>
E
