//! Resource types written in Ruby (`<module>/lib/puppet/type/*.rb`), read
//! from their source text without running Ruby.
