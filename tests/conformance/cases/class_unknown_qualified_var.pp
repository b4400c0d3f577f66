notify { "port=${nope::port}": }
