notify { 't': message => inline_template('<%= @foo.nil? %>') }
