$s = "server_name www.example.com example.com; listen 80;"
notify { "l": message => inline_template(@(E)) }
<%= @s.scan(/(?<=\s)[a-z.]+(?=\.com)/).inspect %>|<%= @s.gsub(/(?<!www\.)example/, "X") %>|<%= @s =~ /(?!server)listen/ %>|<%= @s.sub(/\d+(?=;)/) { |m| (m.to_i + 1).to_s } %>
E
