package { 'p1': name => 'same' }
package { 'p2': name => 'same' }
