notify { 't': message => inline_template('<%= File.exists?("/etc") %>') }
