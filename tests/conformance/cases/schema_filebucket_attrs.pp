filebucket { 'main': path => false, server => 'x', port => 8140 }
