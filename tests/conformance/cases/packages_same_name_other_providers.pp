package { 'a': name => 'pkg', provider => 'apt' }
package { 'b': name => 'pkg', provider => 'gem' }
